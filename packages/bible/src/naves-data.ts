/** The shape of data/naves-topics.json (Nave's Topical Bible). */
export interface NavesData {
  title: string;
  license: string;
  topics: Array<{
    topic: string;
    see: string[];
    entries: Array<{ label: string; refs: string; osis: string[] }>;
  }>;
}
