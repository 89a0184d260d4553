import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Section } from '~/components/ui/section';
import { paths } from '~/config/paths';
import { DeveloperPage } from '~/features/dev-tools/components/developer-page';
import { useMcpSession } from '~/features/mcp/api/mcp';
import { McpExchangeLog } from '~/features/mcp/components/mcp-exchange-log';
import { McpKeyPanel } from '~/features/mcp/components/mcp-key-panel';
import { CreateKeyButton } from '~/features/api-keys/components/create-key-button';

/** The raw JSON-RPC exchange with the MCP server (issue 18). */
export default function DevTestMcpDebug() {
  const session = useMcpSession();
  return (
    <DeveloperPage
      title="MCP debug"
      description="The raw JSON-RPC exchange with the MCP server."
      path={paths.devTestMcpDebug.path}
    >
      <p className="max-w-prose text-ink-700">
        Every JSON-RPC message sent to <span className="font-mono">POST /api/mcp</span> with your key, and the answer as
        the server wrote it, with the HTTP status and the time it took.
      </p>
      <Section title="Key">
        <McpKeyPanel
          session={session}
          createKey={
            <CreateKeyButton name="MCP test page" scope="read" onCreated={session.setKey}>
              Create a read-only key
            </CreateKeyButton>
          }
        />
      </Section>
      <Section title="Messages">
        <McpExchangeLog session={session} />
      </Section>
    </DeveloperPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
