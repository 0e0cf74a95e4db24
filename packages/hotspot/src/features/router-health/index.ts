// Router health (docs/rules/routers.md#router-health): what other features use. Import it lazily: it brings
// ui-kit/chart (uPlot) with it.
export { LiveTrafficPanel } from './components/live-traffic-panel';
