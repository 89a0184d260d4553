import type { ApiKeyScope } from '@cleardocket/domain/api-keys/rules';
import { Button } from '~/components/ui/button';
import { useCreateApiKey } from '../api/create-api-key';

/** Makes a key in one press and hands it on (the MCP test pages); it then shows in Settings. */
export function CreateKeyButton({
  name,
  scope,
  children,
  onCreated,
}: {
  name: string;
  scope: ApiKeyScope;
  children: string;
  onCreated: (secret: string) => void;
}) {
  const create = useCreateApiKey();
  return (
    <div className="grid gap-2">
      <div>
        <Button
          size="sm"
          variant="outline"
          disabled={create.isPending}
          onClick={() =>
            void create.mutateAsync({ name, scope }).then(
              (answer) => onCreated(answer.secret),
              () => undefined,
            )
          }
        >
          {children}
        </Button>
      </div>
      {create.isError ? <p role="alert">{create.error.message}</p> : null}
    </div>
  );
}
