// Adds the DOM matchers (toBeInTheDocument, toHaveTextContent, …) every component test uses.
import '@testing-library/jest-dom';
