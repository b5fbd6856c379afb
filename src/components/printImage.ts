import './printImage.css';

const PRINTING = 'printing-one-image';

/**
 * Prints one image alone, as large as the page allows: the image goes into a holder of its
 * own at the end of the body, a class on the root hides everything else for print, and the
 * page's margins are set for the duration. Everything is removed after printing (window.print
 * blocks until the print dialog closes; afterprint covers browsers where it does not).
 */
export async function printImage(url: string, alt: string): Promise<void> {
  const holder = document.createElement('div');
  holder.className = 'print-one-image';
  const image = document.createElement('img');
  image.src = url;
  image.alt = alt;
  holder.append(image);
  const pageStyle = document.createElement('style');
  pageStyle.textContent = '@page { margin: 10mm; }';
  document.head.append(pageStyle);
  document.body.append(holder);
  document.documentElement.classList.add(PRINTING);

  let done = false;
  const cleanUp = () => {
    if (done) return;
    done = true;
    holder.remove();
    pageStyle.remove();
    document.documentElement.classList.remove(PRINTING);
    window.removeEventListener('afterprint', cleanUp);
  };
  window.addEventListener('afterprint', cleanUp);
  // The print preview is drawn at once: the image must be ready before it opens.
  if (typeof image.decode === 'function') await image.decode().catch(() => undefined);
  window.print();
}
