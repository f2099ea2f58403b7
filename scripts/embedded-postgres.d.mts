/** A running throwaway PostgreSQL (scripts/embedded-postgres.mjs). */
export interface EmbeddedPostgres {
  /** postgres://… to its one database. */
  url: string
  /** Its data folder, deleted when it stops. */
  dir: string
  port: number
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>
}
export declare const DATA_PREFIX: string
export declare function startEmbeddedPostgres(): Promise<EmbeddedPostgres>
