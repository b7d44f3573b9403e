export { mountStripeSandbox, startStripeSandbox, type MountedSandbox, type StripeSandbox, type StripeSandboxOptions } from './server';
export { stripeSandboxModule } from './module';
export type { RetryOptions } from './events';
export { TEST_CARDS, type CardBehaviour, type TestCard } from './cards';
export { sandboxApiKey, sandboxKeyVerifier, teamAccount } from './keys';
