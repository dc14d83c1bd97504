"""botes"""
