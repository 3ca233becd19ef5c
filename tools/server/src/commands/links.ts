import { needArg, runCommandGroup, type CommandGroup, type CommandIo } from './grpc-request.js';

const ADMIN = 'parasol.admin.v1.Admin';
const link = (p: readonly string[]) => ({ partnerCode: needArg(p, 0, 'PARTNER'), code: needArg(p, 1, 'LINK') });

/** `parasol links …`: a partner's tracked links through the internal Admin service. */
export const LINKS: CommandGroup = {
  name: 'links',
  summary: "a partner's tracked links (internal Admin service)",
  subcommands: [
    {
      name: 'create',
      args: 'PARTNER LINK [--default]',
      summary: 'adds a tracked link (4 to 32 letters or digits); --default makes it the default',
      options: { default: { type: 'boolean' } },
      call: (p, v) => ({ service: ADMIN, rpc: 'CreateLink', request: { ...link(p), default: v['default'] === true } }),
    },
    { name: 'archive', args: 'PARTNER LINK', summary: 'archives a link: it credits no new sale (the default cannot be archived)', call: (p) => ({ service: ADMIN, rpc: 'ArchiveLink', request: link(p) }) },
    { name: 'default', args: 'PARTNER LINK', summary: 'makes an active link the default one', call: (p) => ({ service: ADMIN, rpc: 'SetDefaultLink', request: link(p) }) },
  ],
};

export const runLinksCommand = (argv: readonly string[], io?: CommandIo) => runCommandGroup(LINKS, argv, io);
