import type { ButtonHTMLAttributes, Ref } from 'react';
import Icon, { type IconName } from './icons';
import './ViewerTool.css';

export interface ViewerToolProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> {
  /** The button's name, read by screen readers and shown as its tooltip. */
  label: string;
  icon: IconName;
  ref?: Ref<HTMLButtonElement>;
}

/** A round icon button of the viewers' toolbars, named by its label (the icon is decoration). */
export default function ViewerTool({ label, icon, className = '', ref, ...rest }: ViewerToolProps) {
  return (
    <button ref={ref} type="button" className={`viewer-tool ${className}`} aria-label={label} title={label} {...rest}>
      <Icon name={icon} />
    </button>
  );
}
