import { type Parasol, type Result } from '@parasol/core';
import { LIVE_ACCESS } from '@parasol/core/internal';
import { badArgument, done, internalService, notFound, outcomeOf, type InternalOutcome, type InternalService } from './internal-call.js';
import { cardModesOf, optionalText, quotaOf, scopesOf, text, whole } from './request-fields.js';
import { iso, keyView, partnerView } from './views.js';

type Request = Record<string, unknown>;

/** The key store's "unknown key" is UNAUTHORIZED to a caller signing with it; here, where the caller is the admin, it is a missing key. */
const keyOutcome = async <T>(result: Promise<Result<T>>, view: (value: T) => object): Promise<InternalOutcome> => {
  const r = await result;
  if (!r.ok && r.failure.code === 'UNAUTHORIZED') return notFound('KEY_NOT_FOUND', r.failure.detail ?? 'Unknown key.');
  return outcomeOf(r, view);
};

const issuedView = (issued: { keyId: string; secret: string; mode: string }) => ({ keyId: issued.keyId, secret: issued.secret, mode: issued.mode });

/** parasol.admin.v1.Admin over the admin facade: partners, tracked links, keys and the live-access gate. */
export const adminService = (parasol: Parasol, options: Parameters<typeof internalService>[2]): InternalService => {
  const { partners, keys, issueLiveKey, activity } = parasol.admin;
  return internalService(
    'parasol.admin.v1.Admin',
    {
      CreatePartner: async (r: Request) => {
        const status = optionalText(r, 'status');
        if (status !== undefined && status !== 'pending' && status !== 'approved') return badArgument('status must be pending or approved');
        const commissionBps = r['commissionBps'] as number | undefined;
        const links = ((r['links'] as Request[] | undefined) ?? []).map((l) => ({ code: text(l, 'code'), archived: l['archived'] === true, default: l['default'] === true }));
        return outcomeOf(
          partners.register({
            code: text(r, 'code'),
            baseRateBps: whole(r, 'baseRateBps'),
            ...(commissionBps === undefined ? {} : { commissionBps }),
            ...(status === undefined ? {} : { status }),
            ...(links.length === 0 ? {} : { links }),
          }),
          partnerView,
        );
      },
      GetPartner: async (r: Request) => {
        const partner = await partners.get(text(r, 'code'));
        return partner === undefined ? notFound('PARTNER_NOT_FOUND', `No partner ${String(r['code'])}.`) : done(partnerView(partner));
      },
      ApprovePartner: (r: Request) => outcomeOf(partners.approve(text(r, 'code')), partnerView),
      SetCommission: (r: Request) => outcomeOf(partners.setCommission(text(r, 'code'), whole(r, 'commissionBps')), partnerView),
      SetPayoutTerms: (r: Request) =>
        outcomeOf(
          partners.setPayoutTerms(text(r, 'code'), {
            ...(r['holdingDays'] === undefined ? {} : { holdingDays: Number(r['holdingDays']) }),
            ...(r['minimum'] === undefined ? {} : { minimum: Number(r['minimum']) }),
          }),
          partnerView,
        ),

      CreateLink: (r: Request) => outcomeOf(partners.addLink(text(r, 'partnerCode'), { code: text(r, 'code'), archived: false, default: r['default'] === true }), partnerView),
      ArchiveLink: (r: Request) => outcomeOf(partners.archiveLink(text(r, 'partnerCode'), text(r, 'code')), partnerView),
      SetDefaultLink: (r: Request) => outcomeOf(partners.setDefaultLink(text(r, 'partnerCode'), text(r, 'code')), partnerView),

      CreateKey: async (r: Request) => {
        const mode = optionalText(r, 'mode') ?? 'sandbox';
        if (mode === 'live') return badArgument('live keys come from IssueLiveKey, the live-access gate');
        if (mode !== 'sandbox') return badArgument('mode must be sandbox');
        const partnerCode = optionalText(r, 'partnerCode');
        if (partnerCode !== undefined && (await partners.get(partnerCode)) === undefined) return notFound('PARTNER_NOT_FOUND', `No partner ${partnerCode}.`);
        const quota = quotaOf(r, false);
        const cardModes = cardModesOf(r);
        return outcomeOf(
          keys.create({ mode, scopes: scopesOf(r), ...(partnerCode === undefined ? {} : { partnerCode }), ...(quota ? { quota } : {}), ...(cardModes ? { cardModes } : {}) }),
          issuedView,
        );
      },
      RotateKey: (r: Request) => keyOutcome(keys.rotate(text(r, 'keyId')), issuedView),
      RevokeKey: (r: Request) => keyOutcome(keys.revoke(text(r, 'keyId')), (v) => ({ keyId: v.keyId, revokedAt: iso(v.revokedAt) })),
      ListKeys: async (r: Request) => done({ keys: (await keys.list(text(r, 'partnerCode'))).map(keyView) }),
      SetKeyQuota: (r: Request) => {
        const burst = r['burstPerMinute'] as number | undefined;
        return keyOutcome(keys.setQuota(text(r, 'keyId'), quotaOf(r, true) as NonNullable<ReturnType<typeof quotaOf>>, burst), keyView);
      },

      GetLiveAccess: async (r: Request) => {
        const code = text(r, 'code');
        const partner = await partners.get(code);
        if (partner === undefined) return notFound('PARTNER_NOT_FOUND', `No partner ${code}.`);
        // Lifetime counters never expire: the instant of the read does not matter.
        const counted = await activity.read(code, Date.now());
        return done({
          partnerCode: code,
          approved: partner.status === 'approved',
          sandboxPriceCalls: counted.sandboxPriceCalls,
          sandboxLinksMinted: counted.sandboxLinksMinted,
          priceCallsNeeded: LIVE_ACCESS.minSandboxPriceCalls,
          linksNeeded: LIVE_ACCESS.minSandboxLinks,
        });
      },
      IssueLiveKey: (r: Request) => {
        const cardModes = cardModesOf(r);
        return outcomeOf(issueLiveKey.run(text(r, 'partnerCode'), quotaOf(r, true) as NonNullable<ReturnType<typeof quotaOf>>, scopesOf(r), cardModes), issuedView);
      },
    },
    options,
  );
};
