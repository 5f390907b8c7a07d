/** A loopback port that is free now (the system picks it; the server started next takes it). */
export function freePort(): Promise<number>;

export interface ThrowawayDatabase {
  name: string;
  url: string;
  /** removes the database (its connections closed) and ends the connection that made it */
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server `serverUrl` names, called `prefix` with this process and the time. */
export function createThrowawayDatabase(serverUrl: string, prefix: string): Promise<ThrowawayDatabase>;
