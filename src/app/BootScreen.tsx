import Spinner from '../components/Spinner';

/**
 * What shows until the texts and the first session check are ready: the header's bar with
 * the site title and a spinner, the same as the static first paint of index.html (whose
 * inline styles these classes use), so nothing jumps when React takes over. No routes and
 * nothing that depends on the role render here (specification section 4).
 */
export default function BootScreen() {
  return (
    <div className="boot-screen">
      <div className="boot-screen__bar" aria-hidden="true">
        <span className="boot-screen__title">Educando en la Fe</span>
      </div>
      <Spinner />
    </div>
  );
}
