import { expect } from "chai";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { PaymentsSimulatorOptions } from "@parasol/sims";
import { CARDS } from "../checkout/live-checkout-harness.js";
import {
  COMMISSION_BPS,
  startLiveLoop,
  type LiveLoop,
  type StatementSale,
} from "../checkout/live-loop-harness.js";
import { launchChromium } from "./browser-harness.js";

/**
 * The live purchase's other outcomes in headless Chromium (issue 26; docs/checkout.md), over the
 * same loop as live-purchase.test.ts with no fakes: payments-sim (its card page, its webhook
 * faults), insurer-sim issuing (or refusing) at the live catalogue's issueUrl, the ledger's own
 * booking. Each test asserts what the traveller reads on the page and what the partner reads in
 * the signed statement.
 */
describe("live purchase outcomes in Chromium against payments-sim and insurer-sim", function () {
  this.timeout(60_000);
  let browser: Browser;
  let loop: LiveLoop;
  let context: BrowserContext;

  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    await loop?.close();
  });

  /** A presubscribed live link, its payment page open in a fresh browser context; `charged` is the premium the page shows. */
  const atPaymentPage = async (
    simulatorOptions: PaymentsSimulatorOptions = {},
  ) => {
    loop = await startLiveLoop(simulatorOptions, { browser: true });
    const { path, subscriptionId } = await loop.aPresubscribedLink();
    const charged = Number((await loop.payForm(path)).amount);
    context = await browser.newContext({
      viewport: { width: 900, height: 800 },
      locale: "en-GB",
    });
    const page = await context.newPage();
    await page.goto(`${loop.url}${path}?lang=en`);
    await page.getByRole("heading", { level: 1, name: "Payment" }).waitFor();
    return { page, path, subscriptionId, charged };
  };

  /** Pay, then on to payments-sim's hosted card page. */
  const toCardPage = async (page: Page) => {
    await page.getByRole("button", { name: /^Pay / }).click();
    await page
      .getByRole("link", { name: "Go to the secure payment page" })
      .click();
    await page.getByLabel("Card number").waitFor();
  };
  /** An accepted card on payments-sim's page: the browser then follows the redirect back. */
  const payByCard = async (page: Page) => {
    await page.getByLabel("Card number").fill(CARDS.succeeds);
    await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: /^Pay / }).click();
  };
  const payWithAcceptedCard = async (page: Page) => {
    await toCardPage(page);
    await payByCard(page);
  };

  const confirmation = (page: Page) =>
    page.getByRole("heading", { level: 1, name: /covered/ });
  const salesRow = (s: StatementSale) => [
    s.externalOrderId,
    s.origin,
    s.status,
    s.amountMinor,
    s.currency,
    s.commissionBps,
  ];

  it("card accepted at once: the confirmation shows insurer-sim’s policy number; one pending sale", async () => {
    const { page, subscriptionId, charged } = await atPaymentPage();
    await payWithAcceptedCard(page);
    await confirmation(page).waitFor();
    expect(await page.locator("#policy-number").innerText()).to.equal(
      loop.insurers.simulators.alba.policyOf(subscriptionId)!.policyNumber,
    );
    await loop.payments.webhooksSettled();
    expect(loop.payments.account.refundCount()).to.equal(0);
    expect((await loop.statement()).sales.map(salesRow)).to.deep.equal([
      [subscriptionId, "funnel", "pending", charged, "EUR", COMMISSION_BPS],
    ]);
  });

  it("the insurer refuses: the page says the payment was refunded and why; the money refunded, no sale", async () => {
    const { page } = await atPaymentPage();
    loop.insurers.simulators.alba.failNextIssue("refuse");
    await payWithAcceptedCard(page);
    await page
      .getByRole("heading", { level: 1, name: "Your payment was refunded" })
      .waitFor();
    expect(await page.getByRole("status").innerText()).to.contain(
      "The insurer could not issue this policy",
    );
    expect(
      await page.locator("#policy-number").count(),
      "no policy number is shown",
    ).to.equal(0);
    await loop.payments.webhooksSettled();
    expect(loop.payments.account.refundCount()).to.equal(1);
    expect(loop.insurers.simulators.alba.issuedCount()).to.equal(0);
    const statement = await loop.statement();
    expect(statement.sales).to.deep.equal([]);
  });

  it("webhook duplicated: one confirmation (the same after a reload), one policy, one sale", async () => {
    const { page, subscriptionId, charged } = await atPaymentPage({
      webhook: "duplicated",
    });
    await payWithAcceptedCard(page);
    await confirmation(page).waitFor();
    const policyNumber = await page.locator("#policy-number").innerText();
    await loop.payments.webhooksSettled();
    expect(
      loop.payments.deliveries
        .filter((d) => d.type === "checkout.session.completed")
        .map((d) => d.status),
    ).to.deep.equal([200, 200]);
    await page.reload();
    await confirmation(page).waitFor();
    expect(
      await page.locator("#policy-number").innerText(),
      "the second delivery issued nothing new",
    ).to.equal(policyNumber);
    expect(loop.insurers.simulators.alba.issuedCount()).to.equal(1);
    expect(loop.payments.account.refundCount()).to.equal(0);
    expect((await loop.statement()).sales.map(salesRow)).to.deep.equal([
      [subscriptionId, "funnel", "pending", charged, "EUR", COMMISSION_BPS],
    ]);
  });

  it("webhook late: the processing page waits (it refreshes itself), and shows the confirmation once the webhook is released", async () => {
    const { page, subscriptionId, charged } = await atPaymentPage({
      webhook: "late",
    });
    await toCardPage(page);
    // The return's look-up at the provider meets a 500: only the (held) webhook can confirm the payment.
    loop.payments.faults.failNext(1);
    await payByCard(page);
    await page
      .getByRole("heading", { level: 1, name: "Payment in progress" })
      .waitFor();
    expect(await page.getByRole("status").innerText()).to.contain(
      "We are waiting for the confirmation of your payment",
    );
    expect(
      await page.locator('meta[http-equiv="refresh"]').count(),
      "the waiting page refreshes itself",
    ).to.equal(1);
    expect(
      (await loop.parasol.admin.subscriptions?.get(subscriptionId))?.stage,
    ).to.equal("presubscribed");
    expect(
      (await loop.statement()).sales,
      "no sale before the payment is confirmed",
    ).to.deep.equal([]);
    await loop.payments.releaseWebhooks();
    await loop.payments.webhooksSettled();
    // The traveller reloads, as the page invites (its own refresh, 3 s, would do the same, but slower).
    await page.reload();
    await confirmation(page).waitFor();
    expect(await page.locator("#policy-number").innerText()).to.equal(
      loop.insurers.simulators.alba.policyOf(subscriptionId)!.policyNumber,
    );
    expect((await loop.statement()).sales.map(salesRow)).to.deep.equal([
      [subscriptionId, "funnel", "pending", charged, "EUR", COMMISSION_BPS],
    ]);
  });

  it("cancellation within the window from the confirmation page: the refunded page; policy cancelled, sale cancelled in the statement", async () => {
    const { page, subscriptionId, charged } = await atPaymentPage();
    await payWithAcceptedCard(page);
    await confirmation(page).waitFor();
    await loop.payments.webhooksSettled();
    await page
      .getByRole("button", { name: "Cancel my cover and refund me" })
      .click();
    await page
      .getByRole("heading", { level: 1, name: "Your payment was refunded" })
      .waitFor();
    expect(await page.getByRole("status").innerText()).to.contain(
      "Your cover is cancelled and the premium refunded in full",
    );
    expect(
      loop.insurers.simulators.alba.policyOf(subscriptionId),
    ).to.deep.include({ cancelled: true });
    expect(loop.payments.account.refundCount()).to.equal(1);
    expect((await loop.statement()).sales.map(salesRow)).to.deep.equal([
      [subscriptionId, "funnel", "cancelled", charged, "EUR", COMMISSION_BPS],
    ]);
  });
});
