const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'];

/** Whether a storage path is a banner image (jpg, jpeg, png or gif, any case). */
export function isBannerImage(path: string): boolean {
  const dot = path.lastIndexOf('.');
  if (dot < 0 || path.endsWith('/')) return false;
  return IMAGE_EXTENSIONS.includes(path.slice(dot + 1).toLowerCase());
}

/** The banner's slides: image paths only, sorted by path (spec section 2, Home). */
export function bannerSlidePaths(paths: readonly string[]): string[] {
  return paths.filter(isBannerImage).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
