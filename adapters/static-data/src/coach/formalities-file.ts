import formalitiesJson from './formalities.json' with { type: 'json' };

/** Shape of formalities.json (core/src/schemas/country-facts.schema.json). */
export interface VisaListRecord {
  readonly codes: readonly string[];
  readonly source: string;
}

export interface FormalityRuleRecord {
  readonly id: string;
  readonly destinations: readonly string[];
  /** listed: residents on the list need a visa; unlisted: everyone but the list; all; none. */
  readonly visa: { readonly required: 'listed' | 'unlisted' | 'all' | 'none'; readonly list?: string };
  /** always, only when a visa is needed, or never; with the minimum medical ceiling in EUR. */
  readonly insurance: { readonly when: 'always' | 'visa' | 'never'; readonly minimumMedicalEur: number | null };
  readonly source: string;
}

export interface FormalitiesFile {
  readonly kind: 'formalities';
  readonly version: string;
  readonly visaLists: Readonly<Record<string, VisaListRecord>>;
  readonly rules: readonly FormalityRuleRecord[];
}

/** The formalities shipped with Parasol (the JSON's inferred types are wider than the schema's enums). */
export const SHIPPED_FORMALITIES: FormalitiesFile = formalitiesJson as FormalitiesFile;
