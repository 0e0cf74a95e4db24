import { mountHarness } from 'dev-harness';
import { harness } from './harness';

mountHarness(harness);
