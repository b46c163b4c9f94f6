import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main className="p-6">
      <h1 className="text-2xl font-semibold">Hicks Airfield (T67)</h1>
    </main>
  </StrictMode>,
);
