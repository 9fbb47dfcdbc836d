/**
 * What modules tell the metrics as it happens (a histogram needs each event, not a count read at scrape
 * time). `serveMetrics` sets them on the context; without METRICS_PORT they are absent and nothing is kept.
 */
export interface Observers {
  /** A claim got its final decision (approve or deny), `seconds` after it was filed. */
  claimDecided(seconds: number): void;
}
