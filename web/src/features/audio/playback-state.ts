/** The player's states (spec part 1 section 4): idle, loading, playing, paused. */
export type PlaybackState = 'idle' | 'loading' | 'playing' | 'paused';
