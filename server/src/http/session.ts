/** A session's types: a leaf module, so services.ts and the auth cache need not import auth.ts. */
export type Auth = {
  tokenId: string;
  userId: string;
  tenantId: string | null;
  memberId: string | null;
  role: string | null;
  customRoleId: string | null;
  plan: string | null;
  expiresAt: Date;
};
export type MemberAuth = Auth & { tenantId: string; memberId: string; role: string; plan: string };

/** A resolved token as the cache keeps it: the session and where it may be used. */
export type ResolvedToken = {
  auth: Auth;
  /** The host names of the token's tenant (`<slug>.<base domain>`, custom domains); none for user scope. */
  tenantHosts: readonly string[];
};
