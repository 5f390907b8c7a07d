// The ai module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { generateForAdmin } from './admin-generate-service';
export type { AiDeps } from './ai-service';
export { builtInReflection, commentaryCredit, commentaryOn, warmReflections } from './commentary-reflection';
export { findGeneratedReflection, findGeneratedReflections, referenceKey } from './reflection-repository';
export { reflectionFor } from './reflection-service';
export { default as aiRoutes } from './routes';
