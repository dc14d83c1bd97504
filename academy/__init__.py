"""Academia de Póker: lecciones, práctica y herramientas para aprender póker en español."""
