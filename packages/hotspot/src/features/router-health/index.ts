// Router health (DECISIONS.md §10): what other features use. Import it lazily: it brings
// ui-kit/chart (uPlot) with it.
export { LiveTrafficPanel } from './components/live-traffic-panel';
