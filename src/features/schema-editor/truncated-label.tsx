import { Text, type TextProps } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { HintTooltip } from '../../components/hint-tooltip';

interface TruncatedLabelProps extends Omit<TextProps, 'children'> {
  children: string;
}

/** One line ending in an ellipsis when it does not fit; hovering a cut-off label shows all of it. */
export function TruncatedLabel({ children, ...textProps }: TruncatedLabelProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [cutOff, setCutOff] = useState(false);

  useLayoutEffect(() => {
    const text = ref.current;
    if (!text || children === '') return;
    const measure = () => setCutOff(text.scrollWidth > text.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(text);
    return () => observer.disconnect();
  }, [children]);

  return (
    <HintTooltip content={children} disabled={!cutOff}>
      <Text ref={ref} truncate {...textProps}>
        {children}
      </Text>
    </HintTooltip>
  );
}
