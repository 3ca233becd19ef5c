import type { Language } from '@parasol/core/internal';
import bg from './messages/bg.json' with { type: 'json' };
import cs from './messages/cs.json' with { type: 'json' };
import da from './messages/da.json' with { type: 'json' };
import de from './messages/de.json' with { type: 'json' };
import el from './messages/el.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import et from './messages/et.json' with { type: 'json' };
import fi from './messages/fi.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import hr from './messages/hr.json' with { type: 'json' };
import hu from './messages/hu.json' with { type: 'json' };
import is from './messages/is.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };
import lt from './messages/lt.json' with { type: 'json' };
import lv from './messages/lv.json' with { type: 'json' };
import mt from './messages/mt.json' with { type: 'json' };
import nl from './messages/nl.json' with { type: 'json' };
import no from './messages/no.json' with { type: 'json' };
import pl from './messages/pl.json' with { type: 'json' };
import pt from './messages/pt.json' with { type: 'json' };
import ro from './messages/ro.json' with { type: 'json' };
import sk from './messages/sk.json' with { type: 'json' };
import sl from './messages/sl.json' with { type: 'json' };
import sv from './messages/sv.json' with { type: 'json' };
import tr from './messages/tr.json' with { type: 'json' };

/** The keys of the pages' copy: the English catalogue's, which every other one must match (test/pages-copy.test.ts). */
export type MessageKey = keyof typeof en;
/** One language's catalogue: every key, each an ICU MessageFormat message. */
export type Messages = Readonly<Record<MessageKey, string>>;

/**
 * The traveller pages' copy in the 26 funnel languages, one ICU MessageFormat catalogue per
 * language (docs/languages.md). The JSON imports are typed by their own contents; the test holds
 * every catalogue to English's keys and arguments, so the cast below states what it checks.
 */
export const CATALOGUES: Readonly<Record<Language, Messages>> = {
  bg, cs, da, de, el, en, es, et, fi, fr, hr, hu, is, it, lt, lv, mt, nl, no, pl, pt, ro, sk, sl, sv, tr,
} as Readonly<Record<Language, Messages>>;
