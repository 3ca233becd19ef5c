import type { DestinationFormalities, Formalities } from '@parasol/core';
import { SHIPPED_FORMALITIES, type FormalitiesFile, type FormalityRuleRecord } from './formalities-file.js';

/**
 * Destination formalities from formalities.json (or the file given): one answer per distinct
 * destination that has a rule, in the order sent; destinations without a rule and the residence
 * itself are left out. Residence stands in for nationality. Residents of a rule's own area (a
 * French resident in Germany) need neither visa nor insurance.
 */
export class StaticFormalities implements Formalities {
  readonly #rules: ReadonlyMap<string, FormalityRuleRecord>;
  readonly #lists: ReadonlyMap<string, ReadonlySet<string>>;

  constructor(file: FormalitiesFile = SHIPPED_FORMALITIES) {
    this.#lists = new Map(Object.entries(file.visaLists).map(([key, list]) => [key, new Set(list.codes)]));
    const rules = new Map<string, FormalityRuleRecord>();
    for (const rule of file.rules) {
      if (rule.visa.list !== undefined && !this.#lists.has(rule.visa.list)) throw new TypeError(`formality rule ${rule.id}: unknown visa list ${rule.visa.list}`);
      for (const destination of rule.destinations) {
        if (rules.has(destination)) throw new TypeError(`formality rules ${rules.get(destination)!.id} and ${rule.id} both cover ${destination}`);
        rules.set(destination, rule);
      }
    }
    this.#rules = rules;
  }

  forTrip(residence: string, destinations: readonly string[]): Promise<readonly DestinationFormalities[]> {
    const answers: DestinationFormalities[] = [];
    for (const country of new Set(destinations)) {
      const rule = this.#rules.get(country);
      if (rule === undefined || country === residence) continue;
      const visaRequired = !rule.destinations.includes(residence) && this.#needsVisa(rule, residence);
      const insuranceRequired = rule.insurance.when === 'always' || (rule.insurance.when === 'visa' && visaRequired);
      answers.push({ country, insuranceRequired, minimumMedicalEur: insuranceRequired ? rule.insurance.minimumMedicalEur : null, visaRequired });
    }
    return Promise.resolve(answers);
  }

  #needsVisa(rule: FormalityRuleRecord, residence: string): boolean {
    const listed = rule.visa.list !== undefined && this.#lists.get(rule.visa.list)!.has(residence);
    switch (rule.visa.required) {
      case 'all':
        return true;
      case 'none':
        return false;
      case 'listed':
        return listed;
      case 'unlisted':
        return !listed;
    }
  }
}
