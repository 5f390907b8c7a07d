// The uploads module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { IMAGE_UPLOAD, receiveUpload } from './receive-upload';
export { default as uploadRoutes } from './routes';
export { isUploadUsed } from './upload-repository';
export { default as uploadSweepJob } from './upload-sweep-job';
