import * as ToastPrimitive from '@radix-ui/react-toast';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { TOAST_AUTO_DISMISS_MS } from '@cleardocket/domain/constants';
import { heightWhenFilled, reserveBottomSpace } from '~/lib/behaviours/bottom-space';
import { cn } from '~/lib/cn';
import { ToasterContext, useToastStore } from '~/lib/toast';
import type { ToastItem, ToastVariant } from '~/lib/toast';

const STYLES: Record<ToastVariant, string> = {
  default: 'border-ink-200 bg-white text-ink-900',
  destructive: 'border-red-300 bg-red-50 text-red-900',
  success: 'border-green-300 bg-green-50 text-green-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
};

const ICONS: Record<ToastVariant, ReactNode> = {
  default: null,
  destructive: <XCircle aria-hidden="true" className="size-5 shrink-0" />,
  success: <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />,
  warning: <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />,
  info: <Info aria-hidden="true" className="size-5 shrink-0" />,
};

function ToastView({ item }: { item: ToastItem }) {
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismiss(item.id);
      }}
      // A destructive toast stays until the person closes it (spec §4 "Toast").
      duration={item.variant === 'destructive' ? Infinity : TOAST_AUTO_DISMISS_MS}
      type={item.variant === 'destructive' ? 'foreground' : 'background'}
      data-variant={item.variant}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg',
        'data-[state=closed]:opacity-0 data-[state=open]:opacity-100 transition-opacity duration-300',
        STYLES[item.variant],
      )}
    >
      {ICONS[item.variant]}
      <div className="grid flex-1 gap-1">
        <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className="text-sm">{item.description}</ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Close notification"
        className="rounded p-1 hover:bg-black/5 focus-visible:outline-2"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * Renders the toast queue; placed once in the root layout. While toasts show, the page keeps room
 * below its content for them (lib/behaviours/bottom-space.ts): a toast never hides a page's last
 * control for good.
 */
export function Toaster({ children }: { children?: ReactNode }) {
  const toasts = useToastStore((state) => state.toasts);
  const viewportRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const viewport = viewportRef.current;
    return viewport ? reserveBottomSpace(viewport, heightWhenFilled(viewport)) : undefined;
  }, []);
  return (
    <ToasterContext.Provider value>
      <ToastPrimitive.Provider swipeDirection="right" label="Notifications">
        {children}
        {toasts.map((item) => (
          <ToastView key={item.id} item={item} />
        ))}
        <ToastPrimitive.Viewport
          ref={viewportRef}
          className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
        />
      </ToastPrimitive.Provider>
    </ToasterContext.Provider>
  );
}
