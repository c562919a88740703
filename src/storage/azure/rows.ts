/**
 * The ways rows are read and written, typed once: a point read, a paged query, and a
 * transaction. Every write that carries a body goes through a transaction, a single-operation
 * one where one row changes: Azurite's plain insert/update path joins request chunks as
 * strings and so corrupts a multi-byte character that straddles two chunks (its batch path
 * decodes correctly), and the tests run on Azurite. Azure treats both paths the same.
 */
import type { TableClient, TransactionAction } from '@azure/data-tables';
import type { Row } from './entities.js';
import { orUndefined } from './errors.js';
import { assertBatch } from './limits.js';

/** Rows per query page: Azure's maximum, so most queries cost one request. */
export const PAGE_SIZE = 1000;

/** One entity by its keys, or undefined when it does not exist. */
export async function getRow(
  table: TableClient,
  partitionKey: string,
  rowKey: string,
  select?: string[],
): Promise<Row | undefined> {
  const row = await orUndefined(
    table.getEntity<Record<string, unknown>>(partitionKey, rowKey, select ? { queryOptions: { select } } : {}),
  );
  return row as Row | undefined;
}

/**
 * Every row matching `filter`, following continuation tokens (a page may even come back
 * empty with a token). `select` must name PartitionKey/RowKey when the caller needs them.
 */
export async function queryRows(table: TableClient, filter: string, select?: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  const pages = table
    .listEntities<Record<string, unknown>>({ queryOptions: { filter, select } })
    .byPage({ maxPageSize: PAGE_SIZE });
  for await (const page of pages) rows.push(...(page as Row[]));
  return rows;
}

/**
 * Commits actions on one partition atomically, after checking Azure's batch limits. Returns
 * the new ETags in the order of the actions (sub-responses of updates carry no row key), so a
 * follow-up conditional write needs no extra read.
 */
export async function commit(table: TableClient, actions: TransactionAction[]): Promise<Array<string | undefined>> {
  assertBatch(actions);
  const response = await table.submitTransaction(actions);
  return response.subResponses.map((r) => r.etag);
}
