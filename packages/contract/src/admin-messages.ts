/** Texts of spec part 2 section 5 (admin forms and uploads), shared by the admin areas. */
export const adminMessages = {
  verse: 'Verse is required',
  reference: 'Reference is required',
  reflection: 'Reflection is required',
  reflectionTooLong: 'Keep the reflection under 10,000 characters',
  audioType: 'Only MP3 audio can be uploaded (a .mp3 file). Convert the recording to MP3 and try again.',
  audioSize: 'The audio file must be 20 MB or smaller.',
  imageType: 'Please select an image file (JPEG, PNG, etc.)',
  imageSize: 'Image must be less than 5MB',
  imagePixels: 'The image is too large: at most 4096 by 4096 pixels.',
  noFile: 'Choose a file to upload.',
  referenceUnknown: 'That reference is not in the World English Bible.',
  scriptureDeleted: 'Scripture deleted.',
} as const;
