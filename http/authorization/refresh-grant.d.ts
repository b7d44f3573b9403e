// @node-oauth/oauth2-server's refresh-token grant (lib/, not re-exported by the package's index; pinned 5.3.0).
declare module '@node-oauth/oauth2-server/lib/grant-types/refresh-token-grant-type.js' {
  import type OAuth2Server from '@node-oauth/oauth2-server';
  export default class RefreshTokenGrantType extends OAuth2Server.AbstractGrantType {
    getRefreshToken(request: OAuth2Server.Request, client: OAuth2Server.Client): Promise<OAuth2Server.RefreshToken>;
    revokeToken(token: OAuth2Server.RefreshToken): Promise<OAuth2Server.RefreshToken>;
    getScope(request: OAuth2Server.Request, token?: OAuth2Server.RefreshToken): string[];
    saveToken(user: OAuth2Server.User, client: OAuth2Server.Client, scope: string[]): Promise<OAuth2Server.Token>;
  }
}
