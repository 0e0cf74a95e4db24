// Helpers of the delivery suites: customers, multipart uploads (streamed, so a large file is never
// a string in memory), and the database's own view of the deliveries.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { sqlRows } from '../src/db/client';
import type { App, Session } from './helpers';

let customerCount = 0;

/** A customer through the API (name and alias long enough for docs/rules/forms.md#customer). */
export async function createCustomer(
  app: App,
  admin: Session,
  values: { name?: string; alias?: string } = {},
): Promise<{ id: string; name: string; alias: string }> {
  customerCount += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: { authorization: admin.authorization },
    payload: {
      name: values.name ?? `Customer number ${customerCount}`,
      alias: values.alias ?? `CUST${customerCount}`,
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`creating a customer failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ result: { id: string; name: string; alias: string } }>().result;
}

export type MultipartPart =
  | { name: string; value: string }
  | {
      name: string;
      filename: string;
      /** The file's bytes: text, bytes, or pieces of either (streamed). */
      content: string | Buffer | Iterable<string | Buffer> | AsyncIterable<string | Buffer>;
      contentType?: string;
    };

/**
 * A multipart/form-data body as a stream (no Content-Length, like a chunked upload) and its
 * content type. `inject` sends it as is.
 */
export function multipartBody(parts: MultipartPart[]): { payload: Readable; contentType: string } {
  const boundary = `----pokayoke${randomBytes(8).toString('hex')}`;
  async function* body(): AsyncGenerator<Buffer> {
    for (const part of parts) {
      if ('value' in part) {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        );
        continue;
      }
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? 'text/plain'}\r\n\r\n`,
      );
      const content = part.content;
      if (typeof content === 'string' || Buffer.isBuffer(content)) {
        yield Buffer.from(content);
      } else {
        for await (const piece of content) yield Buffer.from(piece);
      }
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(body()),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /api/deliveries/import with a file of `content` for `customerId`. */
export function importDeliveries(
  app: App,
  session: Session | null,
  customerId: string | undefined,
  content: string | Buffer | Iterable<string | Buffer> | AsyncIterable<string | Buffer> | undefined,
  options: { fileFirst?: boolean; filename?: string } = {},
) {
  const parts: MultipartPart[] = [];
  const idPart = customerId === undefined ? [] : [{ name: 'customerId', value: customerId }];
  const filePart =
    content === undefined
      ? []
      : [{ name: 'file', filename: options.filename ?? 'deliveries.txt', content }];
  if (options.fileFirst) parts.push(...filePart, ...idPart);
  else parts.push(...idPart, ...filePart);
  const { payload, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/deliveries/import',
    headers: {
      'content-type': contentType,
      ...(session ? { authorization: session.authorization } : {}),
    },
    payload,
  });
}

/** A small import file: the header, then one line per row (cells joined by tabs). */
export function tsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((cells) => cells.join('\t')).join('\n') + '\n';
}

/** Every delivery of a customer as stored, by id (what an import must leave alone). */
export async function storedDeliveries(app: App, customerId: string) {
  return sqlRows<Record<string, unknown>>(
    app.db.orm,
    sql`SELECT * FROM deliveries WHERE customer_id = ${customerId} ORDER BY id`,
  );
}

/** The count row and the real count of each customer that has either. */
export async function deliveryCounts(app: App) {
  return sqlRows<{ customer_id: string; kept: number | null; real: number }>(
    app.db.orm,
    sql`SELECT c.id::text AS customer_id, k.deliveries::int AS kept,
               (SELECT count(*)::int FROM deliveries d WHERE d.customer_id = c.id) AS real
          FROM customers c LEFT JOIN customer_delivery_counts k ON k.customer_id = c.id
         ORDER BY c.id`,
  );
}

/** Fails unless every customer's kept count equals its real number of deliveries. */
export async function expectCountsExact(app: App): Promise<void> {
  for (const row of await deliveryCounts(app)) {
    expect({ customer: row.customer_id, count: row.kept ?? 0 }).toEqual({
      customer: row.customer_id,
      count: row.real,
    });
  }
}
