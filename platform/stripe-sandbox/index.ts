export { startStripeSandbox, type StripeSandbox, type StripeSandboxOptions } from './server';
export type { RetryOptions } from './events';
export { TEST_CARDS, type CardBehaviour, type TestCard } from './cards';
