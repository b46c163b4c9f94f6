import './.storybook/preview.css';
