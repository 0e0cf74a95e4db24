import { Fragment, type ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { NotFound } from 'ui-kit/layout';
import { parseRecordParam, type RecordParam } from './record-param';

export interface RecordRouteProps {
  /** The route's parameter name, e.g. 'customerId' for `:customerId`. */
  param: string;
  /** The form for the parsed parameter. */
  children(record: RecordParam): ReactElement;
}

/**
 * A record form's route element: parses the parameter by the one rule (`parseRecordParam`), shows
 * the not-found page for an empty one, and starts a fresh form when the record changes.
 */
export function RecordRoute({ param, children }: RecordRouteProps): ReactElement {
  const record = parseRecordParam(useParams()[param]);
  if (!record) return <NotFound />;
  // `key`: switching from one record to another (or to create) starts a fresh form.
  return (
    <Fragment key={record.mode === 'edit' ? record.id : 'create'}>{children(record)}</Fragment>
  );
}
