/** What the insurer answers to an issuance it accepts (its own file: a subscription record carries one too). */
export interface IssuedPolicy {
  readonly policyNumber: string;
  readonly documentUrls: readonly string[];
}
