// `contracts/lists`: how a list answered whole is searched and sorted, and the columns of the lists
// that come live from a router — shared by the console's tables and the API's CSV exports
// (docs/rules/reports.md#exports). Plain functions and tables: no TypeBox, no React.
export * from './list-order';
export * from './router-lists';
