// `ui-kit`: every part of the kit. New code imports the subpath that holds a name (`ui-kit/table`,
// `ui-kit/form`, …; `pnpm rewrite:ui-kit` converts imports from here mechanically): each subpath is a
// federated singleton, so a page downloads only the parts it uses, while importing this root loads
// them all.
export * from 'ui-kit/provider';
export * from 'ui-kit/toast';
export * from 'ui-kit/layout';
export * from 'ui-kit/format';
export * from 'ui-kit/date-picker';
export * from 'ui-kit/common';
export * from 'ui-kit/list';
export * from 'ui-kit/table';
export * from 'ui-kit/form';
export * from 'ui-kit/routing';
export * from 'ui-kit/envelope';
export * from 'ui-kit/record';
export * from 'ui-kit/upload';
export * from 'ui-kit/chart';
export * from 'ui-kit/payments';
