import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './nav-dropdown.module.css';

interface NavDropdownProps {
  label: string;
  /** `<li>` items, each holding one link (or a button that opens a dialog). */
  children: ReactNode;
}

function linksOf(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>('a[href], button')] : [];
}

/**
 * A navigation disclosure: a button that shows a list of links. Keyboard: Enter/Space toggle,
 * ArrowDown opens on the first link, ArrowUp/ArrowDown/Home/End move between links, Escape
 * closes and returns focus to the button, Tab moves on as usual (leaving closes it). A click
 * outside or on a link closes it too.
 */
export function NavDropdown({ label, children }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    const links = linksOf(panelRef.current);
    if (target === 'first') links[0]?.focus();
    if (target === 'last') links[links.length - 1]?.focus();

    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const links = linksOf(panelRef.current);
        (event.key === 'ArrowDown' ? links[0] : links[links.length - 1])?.focus();
        focusOnOpen.current = null;
      } else {
        setOpen(true);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = linksOf(panelRef.current);
    const index = links.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => links[(next + links.length) % links.length]?.focus();
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(links.length - 1);
        break;
    }
  };

  return (
    <div
      ref={rootRef}
      className={styles.dropdown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul
        ref={panelRef}
        id={panelId}
        className={styles.panel}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a, button')) setOpen(false);
        }}
      >
        {children}
      </ul>
    </div>
  );
}
