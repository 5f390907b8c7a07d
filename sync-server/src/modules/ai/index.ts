// The ai module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { generateForAdmin } from './admin-generate-service';
export { type AiDeps, reflectionFor } from './ai-service';
export { findGeneratedReflection, findGeneratedReflections, referenceKey } from './reflection-repository';
export { default as aiRoutes } from './routes';
