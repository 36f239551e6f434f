npm install @motion-kit/react @motion-kit/tokens \
  react react-dom react-router-dom styled-components framer-motion zustand
