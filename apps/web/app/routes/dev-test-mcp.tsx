import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Section } from '~/components/ui/section';
import { paths } from '~/config/paths';
import { DeveloperPage } from '~/features/dev-tools/components/developer-page';
import { useMcpSession } from '~/features/mcp/api/mcp';
import { McpKeyPanel } from '~/features/mcp/components/mcp-key-panel';
import { CreateKeyButton } from '~/features/api-keys/components/create-key-button';
import { McpToolsPanel } from '~/features/mcp/components/mcp-tools-panel';

/** The MCP server's tools, called with the member's own key (issue 18). */
export default function DevTestMcp() {
  const session = useMcpSession();
  return (
    <DeveloperPage
      title="Test the MCP server"
      description="The MCP server's tools, called with your own key."
      path={paths.devTestMcp.path}
    >
      <p className="max-w-prose text-ink-700">
        Assistants reach ClearDocket at <span className="font-mono">/api/mcp</span> with an API key. This page calls it
        as one would, with your key and your data only. The raw messages are on{' '}
        <Link className="underline" to={paths.devTestMcpDebug.path}>
          the debug page
        </Link>
        .
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
      <Section title="Tools">
        <McpToolsPanel session={session} />
      </Section>
    </DeveloperPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
