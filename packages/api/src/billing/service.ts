// The billing domain (docs/rules/billing.md): plans, subscribers and their PPP secrets, the
// settings. One object the app decorates itself with (plugins/app/billing.ts); each method is a use
// case that opens its own transaction and writes its audit row there, testable without HTTP.
import type {
  CreatePlanInput,
  InvoiceSortColumn,
  PayInvoiceInput,
  VoidInvoiceInput,
  SubscriberSortColumn,
  CreateSubscriberInput,
  ImportSubscribersInput,
  UpdateBillingSettingsInput,
  UpdatePlanInput,
  UpdateSubscriberInput,
} from 'contracts/schemas';
import type { InvoiceFilters } from '../repositories/invoices';
import type { SubscriberFilters } from '../repositories/subscribers';
import type { ResolvedListQuery } from '../schemas/list-query';
import type { BillingCaller, BillingDeps } from './context';
import { invoicePage, issueInvoice, oneInvoice, subscriberEvents } from './invoices';
import { payInvoice, voidInvoice } from './payments';
import { publicInvoice } from './online-pay';
import { billingFigures } from '../repositories/billing-stats';
import { wibDay } from 'contracts/format';
import { createPlan, deletePlan, updatePlan } from './plans';
import { billingSettings, changeBillingSettings } from './settings';
import {
  createSubscriber,
  deleteSubscriber,
  subscriberPage,
  updateSubscriber,
} from './subscribers';
import { importSubscribers } from './subscriber-import';
import { runBilling } from './billing-job';
import { requestSubscriberChange } from './isolation';
import type { RouterChange } from '../repositories/billing-job';

export type { BillingCaller, BillingDeps } from './context';

export class BillingService {
  constructor(private readonly deps: BillingDeps) {}

  createPlan(caller: BillingCaller, body: CreatePlanInput) {
    return createPlan(this.deps, caller, body);
  }

  updatePlan(caller: BillingCaller, id: string, body: UpdatePlanInput) {
    return updatePlan(this.deps, caller, id, body);
  }

  deletePlan(caller: BillingCaller, id: string) {
    return deletePlan(this.deps, caller, id);
  }

  createSubscriber(caller: BillingCaller, body: CreateSubscriberInput) {
    return createSubscriber(this.deps, caller, body);
  }

  updateSubscriber(caller: BillingCaller, id: string, body: UpdateSubscriberInput) {
    return updateSubscriber(this.deps, caller, id, body);
  }

  deleteSubscriber(caller: BillingCaller, id: string) {
    return deleteSubscriber(this.deps, caller, id);
  }

  subscribers(query: ResolvedListQuery<SubscriberSortColumn>, filters: SubscriberFilters) {
    return subscriberPage(this.deps, query, filters);
  }

  importSubscribers(caller: BillingCaller, body: ImportSubscribersInput) {
    return importSubscribers(this.deps, caller, body);
  }

  settings() {
    return billingSettings(this.deps);
  }

  changeSettings(caller: BillingCaller, body: UpdateBillingSettingsInput) {
    return changeBillingSettings(this.deps, caller, body);
  }

  issueInvoice(caller: BillingCaller, subscriberId: string, period: string) {
    return issueInvoice(this.deps, caller, subscriberId, period);
  }

  invoices(
    query: ResolvedListQuery<InvoiceSortColumn>,
    filters: Omit<InvoiceFilters, 'overdueBefore'> & { overdue?: boolean },
  ) {
    return invoicePage(this.deps, query, filters);
  }

  /** A subscriber's billing history, newest first (400 for a bad id, 404 for an unknown one). */
  subscriberEvents(subscriberId: string) {
    return subscriberEvents(this.deps, subscriberId);
  }

  invoice(id: string) {
    return oneInvoice(this.deps, id);
  }

  /** An admin's isolate, restore or terminate (docs/rules/billing.md#isolation). */
  changeSubscriber(caller: BillingCaller, id: string, change: RouterChange) {
    return requestSubscriberChange(this.deps, caller, id, change);
  }

  /** One run of the billing job: issue, isolate, restore (docs/rules/billing.md#the-billing-job). */
  runBilling() {
    return runBilling(this.deps);
  }

  payInvoice(caller: BillingCaller, id: string, body: PayInvoiceInput) {
    return payInvoice(this.deps, caller, id, body);
  }

  voidInvoice(caller: BillingCaller, id: string, body: VoidInvoiceInput) {
    return voidInvoice(this.deps, caller, id, body);
  }

  /** The public pay page's view of an invoice (404 for a bad token). */
  publicInvoice(token: string) {
    return publicInvoice(this.deps, token);
  }

  /** The dashboard's billing figures; overdue is judged by today in WIB. */
  dashboardFigures() {
    return billingFigures(this.deps.db.orm, wibDay(this.deps.clock()));
  }
}
