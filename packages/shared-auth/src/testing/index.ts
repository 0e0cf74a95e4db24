// `shared-auth/testing`: the one HTTP fake and the session helpers for every package's tests. Never
// imported by app code, so never part of a bundle (a remote's build only follows its exposed modules).
export {
  createMockAdapter,
  deferred,
  deferredReply,
  listReply,
  seenByServer,
  type Deferred,
  type Handler,
  type MockNetwork,
  type MockReply,
  type NetworkErrorReply,
  type RecordedRequest,
  type Reply,
  type ReplyTable,
} from './mock-adapter';
export { expectOnlyPlannedRequests, mockHttp, serveList } from './mock-http';
export { TEST_TOKENS, sessionUser, signInAs, signOut } from './session';
