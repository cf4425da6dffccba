// Types of oauth-mock-process.cjs.
export interface OAuthMockUser {
  id?: number;
  login?: string;
  name?: string | null;
  email?: string | null;
}

export interface OAuthMock {
  url: string;
  pid: number;
  setNextUser(user: OAuthMockUser): Promise<void>;
  close(): Promise<void>;
}

export function startOAuthMockProcess(options?: { port?: number }): Promise<OAuthMock>;
