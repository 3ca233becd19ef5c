// A partner's ES module: import @parasol/client and run the sales journey (see README.md).
import { readFileSync } from 'node:fs';
import { CoachMessages, ParasolHttpClient, unwrap } from '@parasol/client';

const client = new ParasolHttpClient({ baseUrl: process.env.PARASOL_URL, keyId: process.env.PARASOL_KEY_ID, secret: process.env.PARASOL_SECRET });
// The test's own inputs: the quote request, the tracked link's ref, the order to post back.
const { quote: request, ref, order } = JSON.parse(readFileSync(process.argv[2], 'utf8'));

const quote = unwrap(await client.quote(request));
const link = await client.link({ sessionId: quote.sessionId, trip: request.trip, offerId: quote.offers[0].id });
const postback = unwrap(await client.conversion({ ref, externalOrderId: order, amount: 105, status: 'pending' }));
const statement = unwrap(await client.statement({ status: 'pending' }));
const messages = new CoachMessages(unwrap(await client.coachMessages({ lang: 'fr' })));

console.log(JSON.stringify({
  format: 'esm',
  offers: quote.offers.length,
  linkStatus: link.status,
  postback: postback.outcome,
  orders: statement.sales.map((sale) => sale.externalOrderId),
  french: messages.render('coach.arg.medicalMissing.hook'),
}));
