import Box from '@cloudscape-design/components/box';
import { TopBar } from '../../shared/components/top-bar';
import { SignInForm } from './sign-in-form';

/** What a signed-out visitor sees at any path: the top bar with the language switch and the form. */
export function SignInPage() {
  return (
    <>
      <TopBar />
      <main>
        <Box padding={{ vertical: 'xxxl', horizontal: 'l' }}>
          <div style={{ maxWidth: 420, margin: '0 auto' }}>
            <SignInForm />
          </div>
        </Box>
      </main>
    </>
  );
}
