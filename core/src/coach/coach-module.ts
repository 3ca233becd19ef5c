import type { ParasolModule } from '../contract/parasol-module.js';
import { OPERATION } from '../contract/operation.js';
import { CARD_DATA, type CardData } from '../ports/card-data.js';
import { COUNTRY_FACTS, FORMALITIES, type CountryFacts, type Formalities } from '../ports/country-facts.js';
import { COACH_SETTINGS, type CoachSettings } from './coach-settings.js';
import { GetCoachMessages } from './get-coach-messages.js';
import { ListCards } from './list-cards.js';
import { RunBilan } from './run-bilan.js';

export interface CoachPorts {
  readonly cardData: CardData;
  readonly countryFacts: CountryFacts;
  readonly formalities: Formalities;
  readonly settings: CoachSettings;
}

/** The Coach as a feature module of createParasol: its ports and its operations. */
export const coachModule =
  (ports: CoachPorts): ParasolModule =>
  (bind) => {
    bind<CardData>(CARD_DATA).toConstantValue(ports.cardData);
    bind<CountryFacts>(COUNTRY_FACTS).toConstantValue(ports.countryFacts);
    bind<Formalities>(FORMALITIES).toConstantValue(ports.formalities);
    bind<CoachSettings>(COACH_SETTINGS).toConstantValue(ports.settings);
    bind(OPERATION).to(RunBilan);
    bind(OPERATION).to(ListCards);
    bind(OPERATION).to(GetCoachMessages);
  };
