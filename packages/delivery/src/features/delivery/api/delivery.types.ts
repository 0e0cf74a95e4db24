import type { Customer, Delivery, ImportResult } from 'contracts/types';

// The delivery screen's views of the API's types (contracts/types): parts of them, never copies.

/** A delivery's customer as the list row carries it. */
export type DeliveryCustomer = Delivery['customer'];

/** A row of `GET /api/customers` (no page): what the customer selector needs. */
export type CustomerOption = Pick<Customer, 'id' | 'alias' | 'name'>;

/** `POST /api/deliveries/import` 200 `result`: the counts the toast tells. */
export type ImportCounts = Omit<ImportResult, 'ignoredColumns'>;
