/** Change Avatar: picking, dropping and cropping an image (en). */
export const avatarEditorTexts = {
  changeAvatar: 'Change Avatar',
  remove: 'Remove',
  removing: 'Removing...',
  removed: 'Avatar removed. Your initials are shown instead.',
  updated: 'Avatar updated.',
  dialogTitle: 'Change Avatar',
  dialogDescription:
    'Choose or drop a JPEG, PNG, WebP or GIF image, then drag it and zoom to frame a square.',
  dropHint: 'Drop an image here',
  chooseFile: 'Choose an image',
  chooseAnother: 'Choose another image',
  cropArea: 'Crop: drag the image or use the arrow keys',
  zoom: 'Zoom',
  save: 'Save',
  saving: 'Saving...',
  tooLarge: 'The image is too large. Please choose one smaller than 5 MB.',
  notImage: 'Choose a JPEG, PNG, WebP or GIF image.',
  failed: 'Failed to update the avatar. Please try again.',
};
