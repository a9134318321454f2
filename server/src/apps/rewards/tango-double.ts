import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks the part of Tango RaaS API v2 this app uses: the test double
 * at the network boundary. Each test sets how orders answer; every request is recorded.
 */
export type OrderBehaviour = 'ok' | 'error' | 'hang';

export type TangoDouble = {
  url: string;
  orders: Record<string, unknown>[];
  deposits: Record<string, unknown>[];
  authorizations: string[];
  orderBehaviour: OrderBehaviour;
  balance: number;
  close(): Promise<void>;
};

const catalog = {
  catalogName: 'Test catalog',
  brands: [
    {
      brandKey: 'B001',
      brandName: 'Coffee Co',
      description: 'Coffee anywhere',
      imageUrls: { '200w-326ppi': 'https://images.example/coffee.png' },
      items: [
        {
          utid: 'U-COFFEE-10',
          rewardName: 'Coffee Co $10',
          currencyCode: 'USD',
          valueType: 'FIXED_VALUE',
          faceValue: 10,
          status: 'active',
        },
        {
          utid: 'U-COFFEE-VAR',
          rewardName: 'Coffee Co any amount',
          currencyCode: 'USD',
          valueType: 'VARIABLE_VALUE',
          minValue: 1,
          maxValue: 100,
          status: 'active',
        },
      ],
    },
  ],
};

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>) : {};
}

export async function startTangoDouble(): Promise<TangoDouble> {
  const hanging = new Set<() => void>();
  const double: TangoDouble = {
    url: '',
    orders: [],
    deposits: [],
    authorizations: [],
    orderBehaviour: 'ok',
    balance: 500,
    close: async () => {},
  };
  const server: Server = createServer(async (request, response) => {
    double.authorizations.push(request.headers.authorization ?? '');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const path = (request.url ?? '').split('?')[0];
    if (request.method === 'GET' && path === '/catalogs') return send(200, catalog);
    if (request.method === 'GET' && path?.startsWith('/accounts/')) {
      return send(200, { accountIdentifier: 'acct', currentBalance: double.balance, currencyCode: 'USD' });
    }
    if (request.method === 'GET' && path === '/creditCards') {
      return send(200, [
        { token: 'card-1', label: 'Company card', lastFourDigits: '4242', status: 'ACTIVE' },
      ]);
    }
    if (request.method === 'POST' && path === '/creditCardDeposits') {
      const body = await bodyOf(request);
      double.deposits.push(body);
      double.balance += Number(body.amount);
      return send(201, {
        referenceDepositID: `RD-${double.deposits.length}`,
        amount: body.amount,
        amountCharged: Number(body.amount) * 1.035,
        status: 'SUCCESS',
      });
    }
    if (request.method === 'POST' && path === '/orders') {
      const body = await bodyOf(request);
      double.orders.push(body);
      if (double.orderBehaviour === 'hang') {
        // Never answers: the client's timeout has to give up.
        hanging.add(() => response.destroy());
        return;
      }
      if (double.orderBehaviour === 'error') {
        return send(400, { httpCode: 400, message: 'Insufficient funds in account', errors: [] });
      }
      return send(201, { referenceOrderID: `RA-${double.orders.length}`, status: 'COMPLETE' });
    }
    send(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.close = async () => {
    for (const end of hanging) end();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return double;
}
