// The bench's baseline: React, ReactDOM and the data router, rendering one route and nothing else.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([{ path: '/', element: <p>Hello</p> }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
